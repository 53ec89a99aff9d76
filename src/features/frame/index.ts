// The frame feature's public entry: the only file other features may import (eslint.config.js).
export { CONTAINER, categoryHref } from './layout';
