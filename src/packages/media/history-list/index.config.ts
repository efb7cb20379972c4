export default definePageConfig({
  navigationBarTitleText: '预对接记录',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
