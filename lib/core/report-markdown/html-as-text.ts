import type { Parents, Root } from "mdast";

const FLOW_PARENTS = new Set(["root", "blockquote", "listItem", "footnoteDefinition"]);

/**
 * A remark plugin: raw HTML in the report is shown as the text it is, never parsed as markup.
 * Dropping it instead (react-markdown's default) would hide a sentence's words and leave the
 * sentence nothing to click. A block of HTML becomes a paragraph of its text.
 */
export function remarkHtmlAsText() {
  return (tree: Root) => {
    const visit = (parent: Parents) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== "html") {
          if ("children" in child) visit(child);
          return child;
        }
        const text = { type: "text" as const, value: child.value, position: child.position };
        return FLOW_PARENTS.has(parent.type) ? { type: "paragraph" as const, children: [text], position: child.position } : text;
      }) as never;
    };
    visit(tree);
  };
}
