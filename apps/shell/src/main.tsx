// The async boundary: federation sets up the shared singletons before any of them is imported.
void import('./bootstrap');
