import "@fontsource-variable/nunito";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { locale } from "./lib/i18n/catalogues";
import { initTheme } from "./lib/theme";

initTheme();
document.documentElement.lang = locale;

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
