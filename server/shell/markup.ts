/** Text put into the simulator's own HTML pages and SVG images, escaped so that it stays text. */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside an element or a quoted attribute of HTML or SVG. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
