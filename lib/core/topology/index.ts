export {
  buildTopology,
  scopeTerminals,
  scopesLeft,
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
  type ScopePlace,
} from "./topology";
export { bundleTopology } from "./from-bundle";
