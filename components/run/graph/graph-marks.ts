/**
 * User Timing marks the run graph leaves, for DevTools' performance panel and bench/dag: the run's
 * data is in the page and the graph component has mounted; the laid-out graph has been painted.
 */
export const GRAPH_MARKS = { dataInPage: "cairn:graph-data-in-page", painted: "cairn:graph-painted" } as const;
