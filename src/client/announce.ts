/**
 * Says a change aloud through the one polite live region every page carries (src/renderer.tsx), with
 * no framework, so islands and the shell's own code use the same voice (issue 16 point 5, decision
 * 0045): what went into the cart or came out of it, the free times of a chosen day, a list sorted anew.
 *
 * The region is in the page from its first byte, as a live region must be before its change is heard.
 * Each message goes in as a new element in place of the last, so the same words said twice (the same
 * place searched again) are heard twice, and only the latest is left to read. It is polite: it waits
 * for what the screen reader is saying, such as the name of the control the focus has just moved to.
 */
export const ANNOUNCER = '[data-announcer]';

export function announce(message: string): void {
  const region = document.querySelector<HTMLElement>(ANNOUNCER);
  if (!region || !message) return;
  const line = document.createElement('p');
  line.textContent = message;
  region.replaceChildren(line);
}
