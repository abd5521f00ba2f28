/** All styles live in the shadow root; pages style the host with CSS custom properties (--atcb-*). */
export const CSS = `
:host{display:inline-block;vertical-align:middle;font-family:var(--atcb-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif)}
:host([hidden]),:host([atcb-hidden]){display:none}
*{box-sizing:border-box}
.atcb-root{--bg:#fff;--fg:#1f2937;--muted:#4b5563;--line:#d1d5db;--accent:#2563eb;--on-accent:#fff;--hover:#f3f4f6;--danger:#b91c1c;--ok:#15803d;
 --shadow:0 2px 8px rgba(0,0,0,.18);
 position:relative;display:inline-block;font-size:var(--sz-l);color:var(--fg);line-height:1.3}
.atcb-dark{--bg:#1f2937;--fg:#f3f4f6;--muted:#b4bac4;--line:#4b5563;--accent:#93c5fd;--on-accent:#111827;--hover:#374151;--danger:#fca5a5;--ok:#86efac;
 --shadow:0 2px 10px rgba(0,0,0,.6)}
@media (max-width:991px){.atcb-root{font-size:var(--sz-m)}}
@media (max-width:575px){.atcb-root{font-size:var(--sz-s)}}
.atcb-icon{display:inline-flex;align-items:center;justify-content:center;flex:none}
.atcb-btn{font:inherit;display:inline-flex;align-items:center;gap:.5em;padding:.6em 1em;min-height:2.6em;border:1px solid var(--line);border-radius:6px;
 background:var(--bg);color:var(--fg);box-shadow:var(--shadow);cursor:pointer;text-decoration:none;transition:background .15s,box-shadow .15s,transform .1s}
.atcb-btn:hover,.atcb-btn[aria-expanded=true]{background:var(--hover)}
.atcb-btn:focus-visible,.atcb-item:focus-visible,.atcb-modal button:focus-visible,.atcb-modal a:focus-visible,.atcb-modal input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.atcb-btn[disabled],.atcb-btn[aria-disabled=true]{opacity:.55;cursor:not-allowed;box-shadow:none}
.atcb-style-simple .atcb-btn{box-shadow:none;border-radius:3px}
.atcb-style-3d .atcb-btn{border:2px solid var(--fg);border-radius:4px;box-shadow:4px 4px 0 var(--fg)}
.atcb-style-3d .atcb-btn:active{transform:translate(3px,3px);box-shadow:1px 1px 0 var(--fg)}
.atcb-style-flat .atcb-btn{border:2px solid var(--fg);border-radius:0;box-shadow:none}
.atcb-style-round .atcb-btn{border-radius:2em}
.atcb-style-neumorphism .atcb-btn{border:0;border-radius:12px;background:var(--hover);box-shadow:5px 5px 10px rgba(0,0,0,.18),-5px -5px 10px rgba(255,255,255,.7)}
.atcb-dark.atcb-style-neumorphism .atcb-btn{box-shadow:5px 5px 10px rgba(0,0,0,.6),-5px -5px 10px rgba(255,255,255,.06)}
.atcb-style-text .atcb-btn{border:0;box-shadow:none;background:none;padding:.2em;min-height:0;text-decoration:underline}
.atcb-style-custom .atcb-btn{box-shadow:none}
.atcb-hide-bg .atcb-bg{background:none!important;backdrop-filter:none!important}
.atcb-saved-mark{color:#16a34a}
.atcb-list{position:absolute;z-index:100;inset-inline-start:0;top:100%;min-width:max(100%,250px);margin:.25em 0;padding:.3em 0;list-style:none;background:var(--bg);
 border:1px solid var(--line);border-radius:6px;box-shadow:var(--shadow);opacity:0;transform:translateY(-4px);transition:opacity .12s,transform .12s}
.atcb-list.atcb-shown{opacity:1;transform:none}
.atcb-list-dropup-static{top:auto;bottom:100%}
.atcb-list-overlay{top:0}
.atcb-list-dropdown-static{position:relative;top:0}
.atcb-list-flip{inset-inline-start:auto;inset-inline-end:0}
.atcb-item{font:inherit;color:inherit;display:flex;align-items:center;gap:.6em;width:100%;padding:.55em 1em;border:0;background:none;text-align:start;cursor:pointer;text-decoration:none}
.atcb-item:hover,.atcb-item:focus{background:var(--hover)}
.atcb-item[aria-disabled=true]{opacity:.5;cursor:not-allowed}
.atcb-item .atcb-saved-mark{margin-inline-start:auto}
.atcb-icon-yahoo{color:#6001d2}.atcb-dark .atcb-icon-yahoo{color:#c4b5fd}
.atcb-buttons{display:flex;flex-wrap:wrap;gap:.5em}
.atcb-branding{display:block;padding:.3em 1em 0;font-size:.7em;color:var(--muted);text-align:end}
.atcb-bg{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:1em;background:rgba(20,20,20,.55);backdrop-filter:blur(2px);font-size:var(--sz-l)}
.atcb-bg[hidden]{display:none}
.atcb-modal{position:relative;width:100%;max-width:24em;max-height:90vh;overflow:auto;padding:1.4em;border-radius:10px;background:var(--bg);color:var(--fg);box-shadow:0 8px 30px rgba(0,0,0,.35)}
@media (min-width:576px){.atcb-modal-wide{max-width:32em}}
.atcb-modal h2{margin:0 2em .6em 0;font-size:1.2em;display:flex;align-items:center;gap:.5em}
[dir=rtl] .atcb-modal h2{margin:0 0 .6em 2em}
.atcb-modal-close{position:absolute;top:.8em;inset-inline-end:.8em;font:inherit;border:0;background:none;color:inherit;cursor:pointer;padding:.3em;border-radius:4px}
.atcb-modal-content{margin-bottom:1em}
.atcb-modal-buttons{display:flex;flex-wrap:wrap;gap:.5em;justify-content:flex-end}
.atcb-modal .atcb-btn{box-shadow:none}
.atcb-primary{background:var(--accent)!important;color:var(--on-accent)!important;border-color:var(--accent)!important}
.atcb-dates{display:flex;flex-direction:column;gap:.5em;margin:0;padding:0;list-style:none}
.atcb-date-item{width:100%;justify-content:space-between}
.atcb-cancelled-text{color:var(--danger);font-weight:600}
.atcb-datebtn{display:inline-flex;align-items:stretch;gap:0;padding:0;text-align:start;max-width:22em;overflow:hidden}
.atcb-datebtn-day{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:4em;padding:.5em;background:var(--accent);color:var(--on-accent)}
.atcb-datebtn-day b{font-size:1.6em;line-height:1}
.atcb-datebtn-body{display:flex;flex-direction:column;gap:.15em;padding:.5em .8em;min-width:0;flex:1}
.atcb-datebtn-title{font-weight:700}
.atcb-datebtn-desc{color:var(--muted);font-size:.85em;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.atcb-datebtn-note{font-size:.8em;color:var(--muted)}
.atcb-datebtn-plus{display:flex;align-items:center;padding:0 .7em;font-size:1.4em;font-weight:700;color:var(--accent)}
.atcb-form{display:flex;flex-direction:column;gap:.7em}
.atcb-form label{display:flex;flex-direction:column;gap:.25em;font-size:.9em}
.atcb-form label.atcb-check{flex-direction:row;align-items:center}
.atcb-form fieldset{border:0;margin:0;padding:0;display:flex;gap:1em;flex-wrap:wrap}
.atcb-form legend{font-size:.9em;margin-bottom:.3em}
.atcb-form input[type=text],.atcb-form input[type=email],.atcb-form input[type=number]{font:inherit;padding:.45em .6em;border:1px solid var(--line);border-radius:5px;background:var(--bg);color:var(--fg)}
.atcb-invalid{border-color:#dc2626!important;outline:1px solid #dc2626}
.atcb-error{color:var(--danger);font-size:.9em}
.atcb-error:empty{display:none}
.atcb-success{color:var(--ok);font-weight:600}
.atcb-note{color:var(--muted);font-size:.85em}
.atcb-spinner{width:1.4em;height:1.4em;border:3px solid var(--line);border-top-color:var(--accent);border-radius:50%;animation:atcb-spin .8s linear infinite}
@keyframes atcb-spin{to{transform:rotate(360deg)}}
.atcb-debug{font:12px/1.4 monospace;color:#b91c1c;border:1px dashed #b91c1c;padding:.5em;max-width:40em;white-space:pre-wrap}
@media (prefers-reduced-motion:reduce){.atcb-list,.atcb-btn{transition:none}.atcb-spinner{animation-duration:3s}}
`;
