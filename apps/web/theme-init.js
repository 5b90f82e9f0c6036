// Applies the saved or system theme before the first paint (the app keeps it in sync afterwards).
(() => {
  try {
    const saved = localStorage.getItem("somnia-theme");
    const dark = saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // Storage unavailable: the app applies the system theme once it starts.
  }
})();
