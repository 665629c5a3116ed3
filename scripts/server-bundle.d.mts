// Types for scripts/server-bundle.mjs, which plain Node runs before anything is compiled.
export declare const serverBundle: string;
export declare function buildServer(): Promise<void>;
export declare function serverLaunch(env?: NodeJS.ProcessEnv): {
  args: string[];
  env: NodeJS.ProcessEnv;
};
