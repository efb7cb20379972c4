export default definePageConfig({
  navigationBarTitleText: '文件详情',
})
