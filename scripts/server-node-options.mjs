// The Node options the server runs with, in one place: `npm start` (scripts/start.mjs), the e2e server
// (scripts/e2e.mjs) and the memory bench (bench/memory.mjs) start it with these, so what is measured is what runs
// (apps/server's own `npm start` names the same option).
//
// --max-old-space-size: V8 sizes its heap from the machine's memory. On a 24 GiB machine it lets the old
// generation fill to ~150 MB of short-lived objects before its first full collection, which put the embedded-
// database server at 408–418 MB resident 30–40 s into a member load (issue 14's budget is 400 MB; bench/memory.mjs).
// With a 1 GiB limit V8 collects early (the heap peaks near its ~60 MB working set); 1 GiB is still ~15 times
// what the server holds under load, and a bound on what a runaway request could take.
export const serverNodeOptions = ['--max-old-space-size=1024'];
