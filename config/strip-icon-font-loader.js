// Drops the weui icon font (6 KB of base64) from Taro's built-in component styles, which H5 injects from its first
// load: only Taro's <Icon> uses it, and the app draws its icons itself (eslint forbids importing Icon).
module.exports = function stripIconFont(source) {
  return source.replace(/@font-face\{[^}]*font-family:weui;[^}]*\}/, '')
}
