export default definePageConfig({
  navigationBarTitleText: '企业产品',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
