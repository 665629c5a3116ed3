/**
 * Capacitor shells for the Android and iOS beta (docs/mobile.md). Not built in this repository: the
 * shells wrap the production web build (`dist/web`) and load the API from the deployed server.
 * The shape follows Capacitor's CapacitorConfig; typed locally to avoid installing the CLI here. The
 * CLI reads the file's default export, as it does any tool's config file.
 */
interface CapacitorConfig {
  appId: string;
  appName: string;
  webDir: string;
  server?: { url?: string; androidScheme?: string; cleartext?: boolean };
  ios?: { contentInset?: 'automatic' | 'always' | 'never' };
  android?: { allowMixedContent?: boolean };
}

const capacitorConfig: CapacitorConfig = {
  appId: 'app.elixirlab',
  appName: 'ElixirLab',
  webDir: 'dist/web',
  server: { androidScheme: 'https' },
  ios: { contentInset: 'automatic' },
  android: { allowMixedContent: false },
};

export default capacitorConfig;
