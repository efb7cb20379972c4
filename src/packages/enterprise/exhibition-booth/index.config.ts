export default definePageConfig({
  navigationBarTitleText: '展位详情',
})
