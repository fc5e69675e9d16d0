// The entry's modules are evaluated in two tasks instead of one: everything imported before this
// module (React and React DOM, the larger half) in the first, the app's own modules after a
// macrotask in the second, so the browser can paint or take a tap in between (issue 20 item 5: no
// task over 50 ms during load; the entry's evaluation was one task of 50-75 ms on a slow host).
// A top-level await divides the bundle's evaluation at this point: esbuild keeps the modules in
// import order, and a module's importers wait for its await.
await new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

export {};
