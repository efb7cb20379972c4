export default definePageConfig({
  navigationBarTitleText: '投资指南',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
})
