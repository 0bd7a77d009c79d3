export default function PlanDetailPage() {
  return <h1>Plan</h1>;
}
