/**
 * A schema built on its first use: `lazySchema(() => z.object({…}))` stands for the schema `build`
 * answers, and calls `build` once, the first time anything reads it (a parse, `.shape`, `.extend`, or a
 * schema it is part of being built). The contract holds every schema of both sides, and building them all
 * as its modules load cost the chart popup 71–79 ms before it could run anything else (contract/README.md),
 * for the handful of answers that page checks; built on first use, a page pays for the schemas it parses.
 * The stand-in forwards every read to the built schema, so parsing, errors and types are the built schema's
 * own.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let schema: Schema | undefined;
  const built = (): Schema => (schema ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // The stand-in's own target has none of these properties: a proxy may report one only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
