// Next's ambient types (CSS modules, images) without the git-ignored next-env.d.ts, so the type check passes before a build.
/// <reference types="next" />
