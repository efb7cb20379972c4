export default definePageConfig({
  navigationBarTitleText: '政策详情',
})
