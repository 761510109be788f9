// The names the prerendered HTML and the browser code agree on.

/** The wrapper of an island's HTML: `<div data-island="header">`. */
export const islandAttribute = 'data-island';
/** The island's props, as JSON, right after its wrapper: `<script type="application/json" data-island-props="header">`. */
export const islandPropsAttribute = 'data-island-props';
/** The page's path, once per page: `<script type="application/json" id="island-page">{"path":"/about"}`. */
export const islandPageDataId = 'island-page';
