// The end of a visitor's page: the page's path for its islands (the shell copy they share is in their bundle), and a few
// bytes of inline script that ask for the islands' code only after the page has loaded and painted, so nothing the
// browser fetches competes with the HTML and the stylesheet for the first paint (docs/adr/0013).
import { islandPageDataId } from './attributes';
import { jsonForScript } from './frame';

/**
 * The loader. The islands' code is asked for once the page has loaded and its first paint has been shown (the load
 * event, then the browser's first-contentful-paint entry, then the next frame; at the latest 5 s after load), so it
 * never competes with the HTML, the stylesheet or the largest paint; or at once when the visitor
 * reaches for the page sooner (a touch, a key, a pointer press). A press on an island's plain button made before its
 * code has arrived is kept (`window.__islandPress`) and repeated once the island has hydrated (islands/start.tsx).
 * The module's address is the element's data-src (written by the build: the islands bundle's entry file). With it
 * comes the page's whole stylesheet, data-css (scripts/critical-css.ts: the page carries the rules its own HTML uses
 * inline; the rest, for the states the islands show, loads here), marked `data-page-css` for islands/client.tsx.
 * An address that names a part of the page (/#callback from another page) loads both at once, the stylesheet
 * render-blocking: the browser scrolls to that part on the styled page, so the visitor lands on the form, styled,
 * its first field in view (with the home page's first-screen CSS alone, the form was unstyled and the scroll, computed
 * on it, ended 75 px off once the stylesheet came).
 */
export const islandsLoaderSource =
  "(function(a){var s=a.src,c=a.css,d=0,w=window,h=location.hash.length>1,o={capture:true,passive:true},t=['pointerdown','keydown','touchstart'];function go(){if(d)return;d=1;t.forEach(function(n){w.removeEventListener(n,go,o)});if(c){var l=document.createElement('link');l.rel='stylesheet';l.href=c;l.setAttribute('data-page-css','');if(h)l.setAttribute('blocking','render');document.head.appendChild(l)}var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)}function next(){requestAnimationFrame(function(){setTimeout(go)})}t.forEach(function(n){w.addEventListener(n,go,o)});w.addEventListener('click',function(v){var b=v.target.closest&&v.target.closest('[data-island] button[type=button]');if(b)w.__islandPress=b},true);w.addEventListener('load',function(){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return next();var p=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){p.disconnect();next()}});p.observe({type:'paint',buffered:true});setTimeout(go,5000)});if(h)go()})(document.currentScript.dataset)";

export function IslandPageScripts({ path, entry }: { path: string; entry: string }) {
  return (
    <>
      <script
        type="application/json"
        id={islandPageDataId}
        dangerouslySetInnerHTML={{ __html: jsonForScript({ path }) }}
      />
      <script data-src={entry} dangerouslySetInnerHTML={{ __html: islandsLoaderSource }} />
    </>
  );
}
