export default function PlanListPage() {
  return <h1>Plans</h1>;
}
