// Taro's web components (canvas, form, textarea, video) are not defined on the server: they are drawn as their tags.
module.exports = { defineCustomElement: () => undefined }
