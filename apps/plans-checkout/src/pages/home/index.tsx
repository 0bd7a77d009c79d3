/**
 * '/' never renders content: its screen-data answer is a redirect to /plans, which the shell's
 * loader follows before this component could mount. It exists because the route table names it.
 */
export default function HomePage() {
  return null;
}
