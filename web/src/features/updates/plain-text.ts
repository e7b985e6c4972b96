/**
 * Release-note bodies are plain text: blank lines part paragraphs, single line breaks stay line
 * breaks. Split here and rendered as React text, so markup in a body is shown, never run.
 */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()));
}
