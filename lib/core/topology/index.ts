export {
  buildTopology,
  scopeTerminals,
  REPORT_NODE,
  GRAPH_START,
  GRAPH_END,
  type Topology,
  type TopologyNode,
  type TopologyEdge,
  type TopologyScope,
  type TopologyInput,
  type ScopeInput,
  type EdgeOrigin,
} from "./topology";
export { bundleTopology } from "./from-bundle";
