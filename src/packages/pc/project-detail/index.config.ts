export default definePageConfig({
  navigationBarTitleText: '项目详情',
})
