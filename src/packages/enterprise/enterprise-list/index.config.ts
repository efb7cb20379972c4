export default definePageConfig({
  navigationBarTitleText: '企业名录',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
