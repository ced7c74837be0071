// The async boundary lets Module Federation settle shared singletons before any import runs.
void import('./bootstrap');
