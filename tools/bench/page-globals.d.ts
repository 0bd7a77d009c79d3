// What measure.mjs's init script stamps on the page: when the content first appeared (wall clock, ms).
interface Window {
  __vsContentShownAt?: number;
}
