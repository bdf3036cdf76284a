import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routeModuleReloadGuard } from "./vite-plugins/route-module-reload-guard.ts";

export default defineConfig({
  plugins: [routeModuleReloadGuard(), tailwindcss(), reactRouter()],
});
