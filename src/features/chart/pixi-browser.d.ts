// Pixi's browser extensions (`pixi.js/browser`, its package's export of environment-browser/browserAll)
// ship no type of their own; prefetch.ts imports the module only to load it: it has no export to type.
declare module 'pixi.js/browser' {}
