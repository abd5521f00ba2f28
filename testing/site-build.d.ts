/** web/ */
export declare const webDir: string;
/** The test run's site build, relative to web/ (NEXT_DIST_DIR). */
export declare const SITE_BUILD_DIR: string;
/** sha256 of the site's sources (paths and contents) and of the build environment. */
export declare function siteSourcesHash(): string;
/** Builds the site into web/.next-test unless the build there is from the same sources. */
export declare function ensureSiteBuild(options?: { log?: (message: string) => void }): Promise<'built' | 'reused'>;
/** A copy of the build for one suite's site instances, without the runtime cache; its directory relative to web/. */
export declare function siteBuildCopy(name: string): string;
/** Removes a copy siteBuildCopy made. */
export declare function removeSiteBuildCopy(distDir: string): void;
