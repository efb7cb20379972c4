export default definePageConfig({
  navigationBarTitleText: '资讯详情',
})
