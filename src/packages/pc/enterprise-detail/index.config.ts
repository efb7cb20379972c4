export default definePageConfig({
  navigationBarTitleText: '企业详情',
})
