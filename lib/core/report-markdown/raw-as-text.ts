import type { Parents, Root, RootContent, Text } from "mdast";

const FLOW_PARENTS = new Set(["root", "blockquote", "listItem", "footnoteDefinition"]);

/** Text nodes that touch in the source become one, so markup shown as text does not cut a sentence into pieces. */
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

/** The Markdown a node was parsed from, by its offsets. */
function written(source: string, node: RootContent): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? "" : source.slice(start, end);
}

/**
 * A remark plugin: raw HTML and images in the report are shown as the text written, never as
 * markup. Raw HTML could run or restyle the page, and an image would fetch its URL from the
 * reviewer's browser (a beacon the report's author could read); dropping them instead would hide
 * a sentence's words and leave it nothing to click. A block of HTML becomes a paragraph of its text.
 */
export function remarkRawAsText() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    const visit = (parent: Parents) => {
      let changed = false;
      const children = parent.children.map((child): RootContent => {
        if (child.type !== "html" && child.type !== "image" && child.type !== "imageReference") {
          if ("children" in child) visit(child);
          return child;
        }
        changed = true;
        const text: Text = { type: "text", value: child.type === "html" ? child.value : written(source, child), position: child.position };
        return FLOW_PARENTS.has(parent.type) ? { type: "paragraph", children: [text], position: child.position } : text;
      });
      parent.children = (changed ? joinTouchingText(children) : children) as never;
    };
    visit(tree);
  };
}
