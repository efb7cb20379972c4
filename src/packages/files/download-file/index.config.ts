export default definePageConfig({
  navigationBarTitleText: '附件下载',
})
