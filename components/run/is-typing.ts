/** A key pressed in a text box or a select belongs to it: the page's single-key shortcuts leave it alone. */
export const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
