// Stands in for style files and canvas-only packages that jsdom cannot load.
module.exports = {}
