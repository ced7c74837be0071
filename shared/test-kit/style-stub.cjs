// CSS is injected by the bundler; in unit tests an import of it yields nothing.
module.exports = {};
