/**
 * Zoom levels below which a large run drops detail nobody can read, so mounting and panning stay
 * smooth. Small runs always draw everything: they are cheap, and their reviewers read every label.
 */

/** Below this a node's 12 px text is under 5 px: the one-SVG overview replaces React Flow's nodes and edges. */
export const OVERVIEW_ZOOM = 0.4;
/** Below this an edge label's 11 px text is under 7 px: edges are drawn without their labels. */
export const EDGE_LABEL_ZOOM = 0.6;
