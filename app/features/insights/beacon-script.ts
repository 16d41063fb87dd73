// The page's beacon (issue 32), inline in every public page so it costs no request of its own:
// one page view after load and after each client-side navigation to another path (React Router
// moves through history.pushState), posted with navigator.sendBeacon. It reads nothing stored and
// stores nothing; a browser sending Global Privacy Control sends no beacon at all (the server
// would not count it either). The referrer is told once, with the first view: the pages after
// it were reached from this site. That first view says `e:1` when the visit began there (a referrer
// from another site, or none): an entry page (issue 45); the views after it `e:0`. The first view's source (referrer, utm_*) stays in the page's
// memory: the page's code asks for it (VISIT_SOURCE) to send as a header with a sign-up, a like or
// a vote, which the server counts when it stores them (issue 42). Kept by hand to a few hundred
// bytes; beacon-script.test.ts holds it to its size and runs it.
import { VISIT_SOURCE } from "~/platform/visit-source";
import { INSIGHTS_BEACON_PATH } from "./beacon-path";

export const beaconScript =
  `(()=>{let n=navigator,l=location,h=history,u,o,r=document.referrer,` +
  `s=()=>{let p=l.pathname,q=new URLSearchParams(l.search),x={},w=innerWidth;if(p==u)return;u=p;` +
  `try{let v=new URL(r).host;if(v!=l.host)x.r=v,x.e=1}catch{x.e=+(r=="")}r=1;` +
  `for(let k of["source","medium","campaign"]){let v=q.get("utm_"+k);if(v)x[k[0]]=v.slice(0,60)}` +
  `o=o||x;n.globalPrivacyControl||n.sendBeacon("${INSIGHTS_BEACON_PATH}",JSON.stringify({p,d:w<640?"phone":w<1024?"tablet":"desktop",...x}))};` +
  `for(let m of["pushState","replaceState"]){let f=h[m];h[m]=function(){f.apply(this,arguments);s()}}` +
  `addEventListener("popstate",s);addEventListener("load",s);addEventListener("${VISIT_SOURCE}",e=>o&&(o.s||o.r)&&(e.detail["${VISIT_SOURCE}"]=new URLSearchParams({s:o.s||"",r:o.r||""})+""))})()`;
