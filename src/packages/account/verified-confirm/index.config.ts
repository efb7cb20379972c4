export default definePageConfig({
  navigationBarTitleText: '认证信息',
})
