import { RunsPage } from "@/components/runs/runs-page";

export default function Home() {
  return <RunsPage />;
}
