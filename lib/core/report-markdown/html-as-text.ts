import type { Parents, Root, RootContent, Text } from "mdast";

const FLOW_PARENTS = new Set(["root", "blockquote", "listItem", "footnoteDefinition"]);

/** Text nodes that touch in the source become one, so inline HTML shown as text does not cut a sentence into pieces. */
function joinTouchingText(children: RootContent[]): RootContent[] {
  const joined: RootContent[] = [];
  for (const child of children) {
    const previous = joined[joined.length - 1];
    if (child.type === "text" && previous?.type === "text" && previous.position && child.position && previous.position.end.offset === child.position.start.offset) {
      joined[joined.length - 1] = { type: "text", value: previous.value + child.value, position: { start: previous.position.start, end: child.position.end } } satisfies Text;
    } else joined.push(child);
  }
  return joined;
}

/**
 * A remark plugin: raw HTML in the report is shown as the text it is, never parsed as markup.
 * Dropping it instead (react-markdown's default) would hide a sentence's words and leave the
 * sentence nothing to click. A block of HTML becomes a paragraph of its text.
 */
export function remarkHtmlAsText() {
  return (tree: Root) => {
    const visit = (parent: Parents) => {
      let changed = false;
      const children = parent.children.map((child): RootContent => {
        if (child.type !== "html") {
          if ("children" in child) visit(child);
          return child;
        }
        changed = true;
        const text: Text = { type: "text", value: child.value, position: child.position };
        return FLOW_PARENTS.has(parent.type) ? { type: "paragraph", children: [text], position: child.position } : text;
      });
      parent.children = (changed ? joinTouchingText(children) : children) as never;
    };
    visit(tree);
  };
}
