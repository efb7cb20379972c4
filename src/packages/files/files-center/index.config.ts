export default definePageConfig({
  navigationBarTitleText: '资料中心',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
