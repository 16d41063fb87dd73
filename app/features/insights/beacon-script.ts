// The page's beacon (issue 32), inline in every public page so it costs no request of its own:
// one page view after load and after each client-side navigation to another path (React Router
// moves through history.pushState), posted with navigator.sendBeacon. It reads nothing stored and
// stores nothing; a browser sending Global Privacy Control sends no beacon at all (the server
// would not count it either). The referrer is told once, with the first view: the pages after
// it were reached from this site. Kept by hand to a few hundred bytes; beacon-script.test.ts
// holds it to its size and runs it.
import { INSIGHTS_BEACON_PATH } from "./beacon";

export const beaconScript =
  `(()=>{let n=navigator,l=location,h=history,u,r=document.referrer,` +
  `s=()=>{let p=l.pathname;if(p==u||n.globalPrivacyControl)return;u=p;` +
  `let q=new URLSearchParams(l.search),w=innerWidth,b={p,l:/^\\/es(\\/|$)/.test(p)?"es":"en",d:w<640?"phone":w<1024?"tablet":"desktop"};` +
  `try{let o=new URL(r).host;if(o!=l.host)b.r=o}catch{}r="";` +
  `for(let k of["source","medium","campaign"]){let v=q.get("utm_"+k);if(v)b[k[0]]=v.slice(0,60)}` +
  `n.sendBeacon("${INSIGHTS_BEACON_PATH}",JSON.stringify(b))};` +
  `for(let m of["pushState","replaceState"]){let f=h[m];h[m]=function(){f.apply(this,arguments);s()}}` +
  `addEventListener("popstate",s);addEventListener("load",s)})()`;
